import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { buyerRequestsResource } from './buyerRequestsResource';

/** /amazon/preguntas: the buyers' requests on orders, answered or accepted inline; loaded on first visit. */
export const amazonQuestions: ResourceScreens = {
  name: buyerRequestsResource,
  list: lazyScreen(() => import('./BuyerRequestList')),
  icon: QuestionAnswerIcon,
  recordRepresentation: 'amazon_order_id',
};
