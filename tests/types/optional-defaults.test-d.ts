// Type tests (issue 24, item 2), checked by `tsc --noEmit`: `required` alone decides whether a
// property may be left out. A `default` in the contract says what the platform assumes when a
// field is absent, so a request without it compiles, and an answer's field with a default is only
// promised where the contract lists it as required.
import type { AdminClient, EndUserClient, PrivateClient } from '../../src/index.js';
import type { components as Admin } from '../../generated/types/admin.js';
import type {
  CreateCmsContentMutationVariables,
  CreateUserMutationVariables,
  UpsertCmsModelFieldMutationVariables,
} from '../../src/query/admin.js';
import type { AddBankCardMutationVariables } from '../../src/query/enduser.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(ok: T) => ok;

declare const admin: AdminClient;
declare const privateClient: PrivateClient;
declare const enduser: EndUserClient;
declare const file: Blob;
const modelId = '65f1c0a2e4b0a1b2c3d4e5f6';

export async function requestsWithoutDefaultedFields() {
  // isPrivate defaults to false.
  await privateClient.POST('/file', { body: { file } });
  // emailVerified defaults to false, for one user and for an import.
  await admin.POST('/auth/user', {
    body: { email: 'nino@example.ge', password: 'secret-1', firstName: 'Nino', lastName: 'Beridze' },
  });
  await privateClient.POST('/auth/import', {
    body: { users: [{ email: 'nino@example.ge', firstName: 'Nino', lastName: 'Beridze' }] },
  });
  // A content entry starts as a draft.
  await admin.POST('/cms/content', { body: { modelId, values: { en: { title: 'Hello' } } } });
  // A model field is neither required nor localized unless it says so.
  await admin.PUT('/cms/model/{id}/field', {
    params: { path: { id: modelId } },
    body: { key: 'title', name: 'Title', type: 'text' },
  });
  // A new bank card is not the default one unless asked.
  await enduser.POST('/payment/bankCard', { body: { returnUrl: 'https://shop.example.ge/cards' } });
  // A legacy custom type may be created with no fields yet, legacy content unpublished.
  await admin.POST('/project/{pid}/customType', {
    params: { path: { pid: modelId } },
    body: { name: 'Post', apiId: 'post' },
  });
  await admin.POST('/project/{pid}/content', {
    params: { path: { pid: modelId } },
    body: { customType: modelId, data: { en: { title: 'Hello' } } },
  });
}

// The hooks' variables are the fetchers' bodies: the same fields may be left out.
export const hookVariables = {
  user: {
    data: { email: 'nino@example.ge', password: 'secret-1', firstName: 'Nino', lastName: 'Beridze' },
  } satisfies CreateUserMutationVariables,
  content: { data: { modelId, values: {} } } satisfies CreateCmsContentMutationVariables,
  field: {
    id: modelId,
    data: { key: 'title', name: 'Title', type: 'text' },
  } satisfies UpsertCmsModelFieldMutationVariables,
  card: { data: { returnUrl: 'https://shop.example.ge/cards' } } satisfies AddBankCardMutationVariables,
};

export async function requiredFieldsStayRequired() {
  // @ts-expect-error -- the file itself is required
  await privateClient.POST('/file', { body: { isPrivate: true } });
  // @ts-expect-error -- returnUrl is required
  await enduser.POST('/payment/bankCard', { body: { isDefault: true } });
  // @ts-expect-error -- modelId is required
  await admin.POST('/cms/content', { body: { values: {} } });
  await admin.PUT('/cms/model/{id}/field', {
    params: { path: { id: modelId } },
    // @ts-expect-error -- a model field needs its type
    body: { key: 'title', name: 'Title' },
  });
  // @ts-expect-error -- isPrivate is a boolean when given
  await privateClient.POST('/file', { body: { file, isPrivate: 'yes' } });
}

export async function answersPromiseOnlyWhatIsRequired() {
  const { data } = await admin.GET('/project/{pid}/customType/{id}', {
    params: { path: { pid: modelId, id: modelId } },
  });
  // `required` has a default but is not required in CustomTypeField: an answer may leave it out.
  expectType<Equal<(typeof data.fields)[number]['required'], boolean | undefined>>(true);
  expectType<Equal<Admin['schemas']['CustomTypeField']['required'], boolean | undefined>>(true);
  // `fields` is required in CustomType (the answer), optional in CustomTypeCreate (the request).
  expectType<Equal<typeof data.fields, Admin['schemas']['CustomTypeField'][]>>(true);
  expectType<Equal<Admin['schemas']['CustomTypeCreate']['fields'], Admin['schemas']['CustomTypeField'][] | undefined>>(
    true,
  );
  // @ts-expect-error -- possibly undefined
  const required: boolean = data.fields[0]!.required;
  void required;
}
