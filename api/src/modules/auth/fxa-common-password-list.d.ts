// The package ships no types: its one export, as its README documents it.
declare module 'fxa-common-password-list' {
  const commonPasswords: {
    /** Whether the (lower-case) password is among the list's 50,000 common passwords of eight characters or more. */
    test(password: string): boolean;
  };
  export default commonPasswords;
}
