// The sign-in e-mail. Plain words: it is read in a hurry, often on a phone.
export const mail = {
  codeSubject: 'Your Atrium sign-in code: {{code}}',
  codeText:
    'Your Atrium sign-in code is {{code}}.\n\nIt is valid for {{minutes}} minutes and can be used once. If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
};
