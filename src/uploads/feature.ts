import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { Feature } from '../app/feature';
import { uploadsMessagesEs } from './i18n/uploadsMessagesEs';
import { uploadRoutes } from '.';

export const uploadsFeature: Feature = {
  id: 'uploads',
  entries: [{ id: 'uploads', section: 'general', label: 'app.menu.uploads', icon: CloudUploadIcon, to: '/images/upload', routes: uploadRoutes }],
  messages: { es: uploadsMessagesEs, en: () => import('./i18n/uploadsMessagesEn').then((module) => module.uploadsMessagesEn) },
};
