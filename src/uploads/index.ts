import { lazy } from 'react';
import type { PageRoute } from '../app/feature';

const ImageUploadPage = lazy(() => import('./ImageUploadPage'));

/** /images/upload, the image uploader, loaded on demand. */
export const uploadRoutes: readonly PageRoute[] = [{ path: '/images/upload', component: ImageUploadPage }];
