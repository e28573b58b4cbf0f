// Names for the ids the platform's records carry (a comment's author, a request's user, a chat
// message's sender), from the project's end users and admins (useListUsers, useListAdmins):
// staff only, as an end user may not list them. An id in neither list is undefined, and the
// screens show a label instead.
import { useListAdmins, useListUsers } from 'platform-client/react/admin';
import { useMemo } from 'react';
import { userName } from './userName';

interface Someone {
  name: string;
  staff: boolean;
}

/** Who an id is, when the platform says; undefined while the lists load or for an unknown id. */
export type WhoIs = (id: string) => Someone | undefined;

/** People a console page names: the first pages of 200 cover a project the mock seeds. */
const LIMIT = 200;

export function usePeople(): WhoIs {
  const users = useListUsers({ limit: LIMIT });
  const admins = useListAdmins({ limit: LIMIT });
  return useMemo<WhoIs>(() => {
    const people = new Map<string, Someone>();
    for (const user of users.data?.data ?? []) {
      people.set(user._id, { name: userName(user), staff: false });
    }
    for (const admin of admins.data?.data ?? [])
      people.set(admin._id, { name: admin.fullName || admin.email, staff: true });
    return (id) => people.get(id);
  }, [users.data, admins.data]);
}
