import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { useTranslate } from 'react-admin';
import type { BuyerQuestions } from '../../resources/homeSummary';
import { salesChannelCodes, type SalesChannelCode } from '../../resources/inventory/channelListings';
import { questionAge } from '../marketplaces/mercadolibre/questions/questionAge';
import { useNow } from '../marketplaces/mercadolibre/questions/useNow';
import { homeLinks } from './listLinks';
import { StatCard } from './StatCard';
import { useChannelName } from './useChannelName';

/** The marketplace whose buyer has waited longest (the one the summary's oldest question is from): the card opens its list. */
const longestWaiting = (questions: BuyerQuestions | undefined): SalesChannelCode =>
  salesChannelCodes.find((channel) => questions?.oldestUnansweredAt && questions.byChannel[channel].oldestUnansweredAt === questions.oldestUnansweredAt) ??
  'mercadolibre';

/**
 * Buyers waiting: MercadoLibre's unanswered questions and Amazon's open requests, how long the
 * longest-waiting buyer has waited, opening the list of the marketplace whose buyer has waited
 * longest; each marketplace's part opens that marketplace's list.
 */
export const QuestionsCard = ({ questions }: { readonly questions: BuyerQuestions | undefined }) => {
  const translate = useTranslate();
  const channelName = useChannelName();
  const now = useNow();
  const oldest = questions?.oldestUnansweredAt;
  const age = oldest ? questionAge(oldest, now) : undefined;
  const waitingOn = salesChannelCodes.filter((channel) => questions?.byChannel[channel].unanswered);
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
      to={homeLinks.unansweredQuestions[longestWaiting(questions)]}
      parts={waitingOn.map((channel) => ({
        label: `${channelName(channel)}: ${questions?.byChannel[channel].unanswered}`,
        to: homeLinks.unansweredQuestions[channel],
      }))}
    />
  );
};
