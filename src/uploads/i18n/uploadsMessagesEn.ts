import type { Messages } from '../../i18n/messageShape';
import type { uploadsMessagesEs } from './uploadsMessagesEs';

/** English strings of the image uploader; typed by the Spanish ones so a missing key does not compile. */
export const uploadsMessagesEn: Messages<typeof uploadsMessagesEs> = {
  app: {
    menu: { uploads: 'Upload images' },
    uploads: {
      title: 'Upload images',
      drop_here: 'Drag your images here',
      drop_release: 'Drop to add them',
      choose: 'Choose images',
      hint: '%{extensions}, up to %{size} each',
      empty: 'No images added yet',
      settings_error: 'Could not read the upload settings. Reload the page',
      pause: 'Pause',
      resume: 'Resume',
      remove: 'Remove',
      columns: { name: 'Name', size: 'Size', state: 'State', progress: 'Progress', speed: 'Speed', actions: 'Actions' },
      states: { idle: 'Waiting', active: 'Uploading', paused: 'Paused', success: 'Uploaded', error: 'Failed' },
      errors: {
        not_exists: 'The file is no longer in the list',
        file_object: 'Not a valid file',
        extension: 'File type not allowed',
        size: 'The file exceeds the maximum size',
        abort: 'Upload cancelled',
        timeout: 'The upload timed out',
        network: 'Network error: the server did not answer',
        denied: 'The server refused the file',
        server: 'Server error',
        upload: 'A part of the file could not be sent after several attempts',
        no_action: 'No upload address is configured',
        unknown: 'The file could not be uploaded',
      },
    },
  },
};
