import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { ResourceScreens } from '../../../app/feature';
import { lazyScreen } from '../../../app/lazyScreen';
import { questionsResource } from './questionsResource';

/** /mercadolibre/preguntas: the buyers' questions, answered inline; loaded on first visit. */
export const mercadoLibreQuestions: ResourceScreens = {
  name: questionsResource,
  list: lazyScreen(() => import('./QuestionList')),
  icon: QuestionAnswerIcon,
  recordRepresentation: 'text',
};
