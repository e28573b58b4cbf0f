// How the console names an end user: first and last name, or the email when the platform has no name.
import type { User } from 'platform-client/react/admin';

export function userName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
