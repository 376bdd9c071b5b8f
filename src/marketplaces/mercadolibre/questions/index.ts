import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazy } from 'react';
import type { ResourceScreens } from '../../../app/feature';
import { questionsResource } from './questionsResource';

/** /mercadolibre/preguntas: the buyers' questions, answered inline; loaded on first visit. */
export const mercadoLibreQuestions: ResourceScreens = {
  name: questionsResource,
  list: lazy(() => import('./QuestionList')),
  icon: QuestionAnswerIcon,
  recordRepresentation: 'text',
};
