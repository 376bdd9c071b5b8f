import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { Feature } from '../app/feature';
import { uploadRoutes } from '.';

export const uploadsFeature: Feature = {
  id: 'uploads',
  entries: [{ id: 'uploads', section: 'general', label: 'app.menu.uploads', icon: CloudUploadIcon, to: '/images/upload', routes: uploadRoutes }],
};
