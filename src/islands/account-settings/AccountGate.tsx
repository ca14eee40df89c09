import { useAccess } from '../shell/useAccess';

/** Sends visitors to the login page (and users whose session ended); renders nothing. */
export default function AccountGate() {
  useAccess();
  return null;
}
