/**
 * A new account's person and password as the panel's forms hold them (text boxes; an empty
 * phone is sent as null): a cashier, a company's administrator, a user made by the admin, a
 * store owner signing up.
 */
export type AccountForm = {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
};

export const BLANK_ACCOUNT: AccountForm = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
};
