import { useAccess } from '../shell/useAccess';
import { contained } from '../common/contained';

/** Sends visitors to the login page (and users whose session ended); renders nothing. */
function AccountGate() {
  useAccess();
  return null;
}

export default contained(AccountGate, 'AccountGate');
