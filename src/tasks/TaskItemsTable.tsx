import Box from '@mui/material/Box';
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
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { type TaskItemStatus, taskItemStatuses } from '../../resources/tasks';
import { AnotherPageLoadingBar } from '../schema-ui/AnotherPageLoadingBar';
import { useListAsCards } from '../schema-ui/useListAsCards';
import { TaskItemCards } from './TaskItemCards';
import { outcomeText, subjectOfItem } from './taskItemText';
import { TaskItemStatusChip } from './TaskItemStatusChip';
import { TaskItemSubject } from './TaskItemSubject';
import { useTaskItems } from './useTaskItems';

const pageSize = 25;

/**
 * A task's items with what was done or why it failed, filterable by status, re-read as the task progresses:
 * a table, or cards where a list is cards (a phone).
 */
export const TaskItemsTable = () => {
  const translate = useTranslate();
  const [status, setStatus] = useState<TaskItemStatus | ''>('');
  const [page, setPage] = useState(0);
  const asCards = useListAsCards();
  const { data, isError, isLoadingAnother } = useTaskItems(useRecordContext(), { page: page + 1, size: pageSize, status: status || undefined });
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
      {data && <AnotherPageLoadingBar loading={isLoadingAnother} />}
      {/* While the first page loads, or when it could not be read, a bar or a sentence: not a table of headers alone. */}
      {!data ? (
        isError ? (
          <Typography color="error">{translate('app.tasks.items.load_error')}</Typography>
        ) : (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        )
      ) : data.total === 0 ? (
        <Typography color="text.secondary">{translate('app.list.empty')}</Typography>
      ) : asCards ? (
        <TaskItemCards items={data.data} />
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
            {data.data.map((item) => {
              const subject = subjectOfItem(item, translate);
              return (
                <TableRow key={item.id}>
                  <TableCell>{item.position + 1}</TableCell>
                  {subjectHeading && <TableCell sx={{ wordBreak: 'break-word' }}>{subject && <TaskItemSubject subject={subject} />}</TableCell>}
                  <TableCell>
                    <TaskItemStatusChip status={item.status} />
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{outcomeText(item, translate)}</TableCell>
                  <TableCell>{item.attempts}</TableCell>
                </TableRow>
              );
            })}
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
