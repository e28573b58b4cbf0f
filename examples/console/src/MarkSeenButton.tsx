// Marks a request action seen at the version the admin read (useMarkRequestActionSeen).
import { ConflictError } from 'platform-client';
import { useMarkRequestActionSeen } from 'platform-client/react/admin';
import { describeError } from './errors';
import { READ_ONLY_NOTE, type Permission } from './usePermission';

interface MarkSeenButtonProps {
  requestActionId: string;
  version: number;
  seenByMe: boolean;
  permission: Permission;
  /** Called on 409 Conflict (the request action changed): read it again. */
  onConflict(): void;
}

export function MarkSeenButton({ requestActionId, version, seenByMe, permission, onConflict }: MarkSeenButtonProps) {
  const markSeen = useMarkRequestActionSeen();
  // Seen: the platform says so for this version, or this button just marked it (before the
  // detail is read again). A new version (a comment, a change) is unseen again, and so enabled.
  const seen = seenByMe || (markSeen.isSuccess && markSeen.variables?.data.version === version);
  const label = markSeen.isPending ? 'Marking…' : seen ? `Seen at version ${version}` : 'Mark seen';

  return (
    <div className="mark-seen">
      <button
        type="button"
        className="button button-secondary"
        disabled={!permission.allowed || markSeen.isPending || seen}
        title={permission.reason ?? (seen ? 'You have seen this version.' : undefined)}
        aria-describedby={permission.reason ? READ_ONLY_NOTE : undefined}
        onClick={() =>
          markSeen.mutate(
            { id: requestActionId, data: { version } },
            { onError: (error) => error instanceof ConflictError && onConflict() },
          )
        }
      >
        {label}
      </button>
      {markSeen.isError ? (
        <span className="error-note" role="alert">
          {markSeen.error instanceof ConflictError
            ? 'It changed since you opened it. The latest version is shown: mark it seen again.'
            : describeError(markSeen.error).title}
        </span>
      ) : null}
    </div>
  );
}
