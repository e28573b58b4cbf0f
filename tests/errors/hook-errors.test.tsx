// @vitest-environment happy-dom
// The hooks' errors typed per operation (docs/design.md, decision 26), at run time against the real
// mock: a refused update takes its 422 case and names its fields; an unreachable platform takes
// the transport's case; the field messages plug into react-hook-form and React 19's useActionState.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useActionState } from 'react';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type MockPlatform } from '../../mock/index.js';
import {
  createAdminClient,
  fieldErrors,
  isPlatformError,
  matchError,
  UnprocessableEntityError,
  type AdminClient,
} from '../../src/index.js';
import { useUpdateRequestAction, type UpdateRequestActionError } from '../../src/react/admin.js';
import type { PlatformClients } from '../../src/react/index.js';
import * as adminSchemas from '../../src/zod/admin.js';
import { platformWrapper } from '../support/platform-wrapper.js';
import '../support/strict-mode.js';

let mock: MockPlatform;
let admin: AdminClient;
let offline: AdminClient;
let id: string;

beforeAll(async () => {
  mock = await startMockPlatform({ seed: 'empty' });
  const options = { baseUrl: mock.urls.admin, projectId: mock.projectId, maxRetries: 0 };
  // With `validate`: the mock's own error answers pass their schemas (tests/errors/error-validation.test.ts breaks one).
  admin = await createAdminClient({ ...options, ...mock.credentials.admin, validate: adminSchemas });
  // The same session, through a fetch that never reaches the platform.
  offline = await createAdminClient({
    ...options,
    ...admin.session,
    fetch: async () => {
      throw new TypeError('fetch failed');
    },
  });
  id = (await admin.POST('/request-action', { body: { type: 'visit', title: 'Visit the site' } })).data._id;
});
afterAll(() => mock?.close());
afterEach(cleanup);

const wrapper = (clients: PlatformClients) =>
  platformWrapper(clients, new QueryClient({ defaultOptions: { queries: { retry: false } } })).wrapper;

/** What a screen shows for an update's error: the cases a component handles. */
const shown = (error: UpdateRequestActionError) =>
  matchError(error, {
    422: (e) => `invalid: ${fieldErrors(e).title ?? e.body.details?.field}`,
    404: (e) => `gone: ${e.body.message}`,
    ConnectionError: (e) => `offline: ${e.name}`,
    otherwise: (e) => `other: ${e.message}`,
  });

describe("a hook's error, typed by its operation", () => {
  it('a refused update takes its 422 case, and fieldErrors names the title in words', async () => {
    const { result } = renderHook(() => useUpdateRequestAction(), { wrapper: wrapper({ admin }) });
    act(() => result.current.mutate({ id, data: { title: '' } }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    const error = result.current.error!;
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error.status).toBe(422);
    // The contract's ValidationError: each field that failed and its message.
    if (error.status !== 422) throw error;
    expect(error.body.details?.fields).toEqual({ title: 'must NOT have fewer than 1 characters' });
    expect(fieldErrors(error)).toEqual({ title: 'Title cannot be empty.' });
    expect(shown(error)).toBe('invalid: Title cannot be empty.');
  });

  it('an unreachable platform takes the transport case, and fieldErrors gives {}', async () => {
    const { result } = renderHook(() => useUpdateRequestAction(), { wrapper: wrapper({ admin: offline }) });
    act(() => result.current.mutate({ id, data: { title: 'Renamed' } }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    const error = result.current.error!;
    expect(error.name).toBe('ConnectionError');
    expect(shown(error)).toBe('offline: ConnectionError');
    expect(fieldErrors(error)).toEqual({});
  });

  it('a declared 404 takes its own case', async () => {
    const { result } = renderHook(() => useUpdateRequestAction(), { wrapper: wrapper({ admin }) });
    act(() => result.current.mutate({ id: '0123456789abcdef01234567', data: { title: 'Renamed' } }));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(shown(result.current.error!)).toBe('gone: Not found: no request action with id 0123456789abcdef01234567');
  });
});

describe('fieldErrors in forms', () => {
  it("react-hook-form: each field's message goes to setError, and the form shows it", async () => {
    function RenameForm() {
      const { register, handleSubmit, setError, formState } = useForm<{ title: string }>({
        defaultValues: { title: '' },
      });
      const update = useUpdateRequestAction();
      const submit = handleSubmit(async (data) => {
        try {
          await update.mutateAsync({ id, data });
        } catch (error) {
          const fields = fieldErrors(error as UpdateRequestActionError);
          if (fields.title) setError('title', { message: fields.title });
        }
      });
      return (
        <form onSubmit={submit}>
          <input aria-label="Title" {...register('title')} />
          {formState.errors.title && <p role="alert">{formState.errors.title.message}</p>}
          <button type="submit">Save</button>
        </form>
      );
    }
    const Wrapper = wrapper({ admin });
    render(
      <Wrapper>
        <RenameForm />
      </Wrapper>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Title cannot be empty.');
  });

  it("React 19's useActionState: the action's state is the field messages, {} once saved", async () => {
    type State = ReturnType<typeof fieldErrors<UpdateRequestActionError>>;
    async function rename(_: State, form: FormData): Promise<State> {
      try {
        await admin.PUT('/request-action/{id}', {
          params: { path: { id } },
          body: { title: String(form.get('title')) },
        });
        return {};
      } catch (error) {
        if (!isPlatformError(error)) throw error;
        return fieldErrors(error as UpdateRequestActionError);
      }
    }
    function RenameForm() {
      const [errors, action] = useActionState(rename, {});
      return (
        <form action={action}>
          <input aria-label="Title" name="title" defaultValue="" />
          <p role="status">{errors.title ?? 'saved or untouched'}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<RenameForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Title cannot be empty.'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('saved or untouched'));
    const saved = await admin.GET('/request-action/{id}', { params: { path: { id } } });
    expect(saved.data.title).toBe('Renamed');
  });
});
