import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { useTranslate } from 'react-admin';
import type { BuyerQuestions } from '../../resources/homeSummary';
import { questionAge } from '../marketplaces/mercadolibre/questions/questionAge';
import { useNow } from '../marketplaces/mercadolibre/questions/useNow';
import { homeLinks } from './listLinks';
import { StatCard } from './StatCard';

/** Buyers waiting: the unanswered questions and how long the oldest has waited, opening them in the questions screen. */
export const QuestionsCard = ({ questions }: { readonly questions: BuyerQuestions | undefined }) => {
  const translate = useTranslate();
  const now = useNow();
  const oldest = questions?.oldestUnansweredAt;
  const age = oldest ? questionAge(oldest, now) : undefined;
  const detail =
    questions &&
    (age
      ? translate('app.dashboard.questions_oldest', { age: translate(`app.mercadolibre.questions.age.${age.unit}`, { smart_count: age.count }) })
      : translate('app.dashboard.questions_none_waiting'));
  return (
    <StatCard
      icon={QuestionAnswerIcon}
      title={translate('app.dashboard.questions_unanswered')}
      value={questions?.unanswered}
      detail={detail}
      to={homeLinks.unansweredQuestions}
    />
  );
};
