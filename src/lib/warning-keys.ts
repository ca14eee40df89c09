// Where this browser keeps each first-login warning's "Don't show again" (stores/shell/warnings.ts), named once: the
// warnings read and write them, logout forgets them (stores/session/personal-data.ts), the e2e tests set them.

/** Each first-login warning's localStorage key (its kinds are this object's keys: stores/shell/warning.ts): PeerTube's
 *  own client's names, so a browser's choice is kept across the two clients. */
export const WARNING_LOCAL_KEYS = {
  welcome: 'no_welcome_modal',
  'instance-config': 'no_instance_config_warning_modal',
  'account-setup': 'no_account_setup_warning_modal',
} as const;
