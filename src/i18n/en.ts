import type { AppMessages } from './es';
import { errorSentencesEn } from './errorSentencesEn';

/** English catalogue; typed by the Spanish one so a missing key does not compile. */
export const en: AppMessages = {
  app: {
    title: 'Multichannel back office',
    menu: {
      sections: { general: 'GENERAL', erp: 'ERP', ecommerce: 'E-COMMERCE' },
    },
    login: {
      email: 'Email',
      email_placeholder: 'Enter your email',
      password: 'Password',
      password_placeholder: 'Enter your password',
      remember: 'Remember me',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
      forgot_title: 'Password recovery',
      forgot_text: 'Passwords are reset by an administrator from the Users screen. Ask one to set a new one for you.',
      invalid_credentials: 'Wrong email or password',
      too_many_attempts: 'Too many attempts. Try again in %{seconds} s',
      too_many_attempts_later: 'Too many attempts. Try again later',
      failed: 'Could not sign in. Please try again',
    },
    user_menu: { role: 'Administrator' },
    language: { label: 'Language', es: 'Español', en: 'English' },
    conflict: {
      title: 'Record changed by another user',
      message: 'Another user modified this record while you were editing it; your changes were not saved. Current values:',
      no_visible_changes: 'The changes do not affect the fields of this form.',
      reload: 'Reload',
      close: 'Close',
      keep: 'Keep my changes',
      keep_hint: 'With “Keep my changes” what you typed stays in the form on top of the current values: review it and press Save.',
      also_yours: 'You changed it too: if you keep your changes, your value will replace this one.',
    },
    notification: {
      created: 'created successfully',
      create_error: 'Error while creating',
      updated: 'updated successfully',
      update_error: 'Error while updating',
      deleted: 'deleted successfully',
      delete_error: 'Error while deleting',
      added: 'added successfully',
      add_error: 'Error while adding',
      create_error_reason: 'Error while creating: %{reason}',
      update_error_reason: 'Error while updating: %{reason}',
      delete_error_reason: 'Error while deleting: %{reason}',
      failed_with_reason: '%{failure}: %{reason}',
      refusal_with_fields: '%{reason}: %{fields}',
      field_message: '%{field}: %{message}',
    },
    // The forms' own checks say what the server's field sentences say.
    validation: {
      blank: errorSentencesEn.field_blank,
      invalid: errorSentencesEn.field_invalid,
    },
    errors: errorSentencesEn,
    list: {
      empty: 'No information to display',
      search: 'Search',
      select_card: 'Select “%{title}”',
      select_page: 'Select all on this page',
    },
    tags: { help: 'Separate values with commas' },
    erp_only: 'More ERP data',
    not_found: {
      title: 'Page not found',
      text: 'The address you are looking for does not exist.',
      home: 'Go home',
    },
    layout: {
      more_actions: 'More actions',
      display_name: 'Multichannel Store MX',
    },
  },
};
