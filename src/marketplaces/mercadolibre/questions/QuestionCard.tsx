import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReferenceField, TextField, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { publicationSheetPath } from '../../../../resources/mercadolibre/contract';
import type { MercadoLibreQuestion } from '../../../../resources/mercadolibre/questions';
import { publicationsResource } from '../publications/publicationsResource';
import { ageColour, questionAge } from './questionAge';
import { QuestionAnswerForm } from './QuestionAnswerForm';

/**
 * What the question is about: our listing's title, linked to its sheet, beside Mercado Libre's item id
 * (a bare "MLM1000000029" told the seller nothing); only the id for an item we did not publish.
 */
const QuestionListing = () => {
  const question = useRecordContext<MercadoLibreQuestion>();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {question?.publication_id ? (
        <>
          <ReferenceField source="publication_id" reference={publicationsResource} link={(record) => publicationSheetPath(Number(record.id))}>
            <TextField source="title" variant="caption" />
          </ReferenceField>{' '}
          · {question.item_id}
        </>
      ) : (
        question?.item_id
      )}
    </Typography>
  );
};

/**
 * Narrows the list to every question of this card's buyer (what else they asked, answered or not),
 * keeping the other filters but the status, which would hide their answered ones.
 */
const BuyerQuestionsButton = ({ buyerId }: { buyerId: number }) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (filterValues.buyer_id === buyerId) return null;
  const { status: _status, ...kept } = filterValues;
  return (
    <Button size="small" onClick={() => setFilters({ ...kept, buyer_id: buyerId }, { ...displayedFilters, buyer_id: true })}>
      {translate('app.mercadolibre.questions.buyer_questions')}
    </Button>
  );
};

/** One question: its status in words, how long it has waited (coloured while unanswered), the answer or the form to give it. */
export const QuestionCard = ({ now }: { now: number }) => {
  const translate = useTranslate();
  const question = useRecordContext<MercadoLibreQuestion>();
  if (!question) return null;
  const waiting = question.status === 'UNANSWERED';
  const age = question.date_created ? questionAge(question.date_created, now) : undefined;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
          <Chip size="small" label={translate(`app.mercadolibre.questions.statuses.${question.status}`, { _: question.status })} />
          {age && question.date_created ? (
            <Chip
              size="small"
              variant={waiting ? 'filled' : 'outlined'}
              color={waiting ? ageColour(question.date_created, now) : 'default'}
              label={translate(`app.mercadolibre.questions.age.${age.unit}`, { smart_count: age.count })}
            />
          ) : null}
          <QuestionListing />
          {question.buyer_id ? <BuyerQuestionsButton buyerId={question.buyer_id} /> : null}
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere', mb: 1 }}>{question.text}</Typography>
        {question.answer_text ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('app.mercadolibre.questions.answer')}: {question.answer_text}
          </Typography>
        ) : null}
        {waiting ? <QuestionAnswerForm /> : null}
      </CardContent>
    </Card>
  );
};
