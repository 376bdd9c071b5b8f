import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type TranslateFunction, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { type TaskItemRecord, type TaskItemStatus, taskItemStatuses } from '../../resources/tasks';
import type { TaskDataProvider } from './taskCalls';
import { productName } from '../i18n/productName';
import { publicationName } from '../i18n/publicationName';
import { sentenceText } from '../i18n/sentenceText';
import { taskResultText } from './taskResultText';
import { useLiveTask } from './useLiveTask';

const pageSize = 25;

const outcomeText = (item: TaskItemRecord, translate: TranslateFunction) =>
  item.status === 'done' ? taskResultText(item.result, translate) : sentenceText(item.error, item.error_detail, translate);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an item acts on, as the seller sees it in the lists, under its column's heading: a product to
 * validate (there is no publication yet when it is asked for) by its reference and name as recorded;
 * a publication as recorded when the task was asked for (title, MercadoLibre id), with the
 * MercadoLibre id its run gave it; none when the item is about neither.
 */
const subjectOfItem = (item: TaskItemRecord, translate: TranslateFunction): { heading: 'product' | 'publication'; name: string } | undefined => {
  const payload = isRecord(item.payload) ? item.payload : {};
  const result = isRecord(item.result) ? item.result : {};
  if (payload.productId !== undefined) return { heading: 'product', name: productName({ id: payload.productId, ...payload }, translate) };
  const id = payload.publicationId ?? result.publication_id;
  if (id === undefined) return undefined;
  return { heading: 'publication', name: publicationName({ id, title: payload.title ?? result.title, ml_id: result.ml_id ?? payload.ml_id }, translate) };
};

/** A task's items with what was done or why it failed, filterable by status, re-read as the task progresses. */
export const TaskItemsTable = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const live = useLiveTask(record);
  const dataProvider = useDataProvider<TaskDataProvider>();
  const [status, setStatus] = useState<TaskItemStatus | ''>('');
  const [page, setPage] = useState(0);
  const taskId = Number(record?.id);
  const { data, isError } = useQuery({
    queryKey: ['tareas', taskId, 'items', status, page, live?.processed, live?.status],
    queryFn: () => dataProvider.getTaskItems(taskId, { page: page + 1, size: pageSize, status: status || undefined }),
    enabled: record !== undefined,
    placeholderData: (previous) => previous,
  });
  // A task's items are all of one kind: the first that names its subject gives the column its heading.
  const subjectHeading = data?.data.map((item) => subjectOfItem(item, translate)).find((subject) => subject !== undefined)?.heading;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6">{translate('app.tasks.items.title')}</Typography>
        <TextField
          select
          size="small"
          // As wide as its choices, beside the title (the theme makes fields fill their row).
          fullWidth={false}
          label={translate('app.tasks.items.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TaskItemStatus | '');
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('app.tasks.items.all')}</MenuItem>
          {taskItemStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`app.tasks.items.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/* While the first page loads, or when it could not be read, a bar or a sentence: not a table of headers alone. */}
      {!data ? (
        isError ? (
          <Typography color="error">{translate('app.tasks.items.load_error')}</Typography>
        ) : (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        )
      ) : data.total === 0 ? (
        <Typography color="text.secondary">{translate('app.list.empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.tasks.items.position')}</TableCell>
              {subjectHeading && <TableCell>{translate(`app.tasks.items.${subjectHeading}`)}</TableCell>}
              <TableCell>{translate('app.tasks.items.status')}</TableCell>
              <TableCell>{translate('app.tasks.items.outcome')}</TableCell>
              <TableCell>{translate('app.tasks.items.attempts')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.position + 1}</TableCell>
                {subjectHeading && <TableCell sx={{ wordBreak: 'break-word' }}>{subjectOfItem(item, translate)?.name}</TableCell>}
                <TableCell>
                  <Chip
                    size="small"
                    color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'default'}
                    label={translate(`app.tasks.items.statuses.${item.status}`)}
                  />
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{outcomeText(item, translate)}</TableCell>
                <TableCell>{item.attempts}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && data.total > pageSize && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => translate('app.tasks.items.range', { from, to, count })}
          getItemAriaLabel={(type) => translate(`app.tasks.items.page_${type}`)}
        />
      )}
    </Box>
  );
};
