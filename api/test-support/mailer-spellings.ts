/**
 * Spellings of diver@gmail.com that each passed the address check and got a trial of their own: nodemailer, given
 * any of them as a string, parses an address list (a display name, a comment, a group) and delivers to
 * diver@gmail.com, while the text itself made a new mailbox key.
 */
export const MAILER_SPELLINGS = [
  '<diver@gmail.com>',
  'diver(1)@gmail.com',
  'diver(2)@gmail.com',
  'x<diver@gmail.com>',
  'diver@gmail.com,',
  'diver@(x)gmail.com',
  'diver@gmail.com(x)',
  '<diver@gmail.com',
  'x:diver@gmail.com;',
];
