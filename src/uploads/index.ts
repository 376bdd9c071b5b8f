import type { PageRoute } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';

const ImageUploadPage = lazyScreen(() => import('./ImageUploadPage'));

/** /images/upload, the image uploader, loaded on demand. */
export const uploadRoutes: readonly PageRoute[] = [{ path: '/images/upload', component: ImageUploadPage }];
