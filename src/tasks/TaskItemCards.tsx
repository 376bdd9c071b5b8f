import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import type { TaskItemRecord } from '../../resources/tasks';
import { outcomeText, subjectOfItem } from './taskItemText';
import { TaskItemStatusChip } from './TaskItemStatusChip';
import { TaskItemSubject } from './TaskItemSubject';

/**
 * A task's items on a phone, where the table's five columns would break their words: one card per
 * item, titled by what it acts on (a link to its page; else its number), its status in words beside the title, and what
 * was done or why it failed below; its attempts only when there were several, as that is news.
 * A long word (a MercadoLibre id) wraps only when it cannot fit on a line of its own.
 */
export const TaskItemCards = ({ items }: { readonly items: readonly TaskItemRecord[] }) => {
  const translate = useTranslate();
  return (
    <List disablePadding>
      {items.map((item) => {
        const subject = subjectOfItem(item, translate);
        return (
          <ListItem key={item.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <ListItemText
              sx={{ my: 0, overflowWrap: 'break-word', minWidth: 0 }}
              primary={subject ? <TaskItemSubject subject={subject} /> : translate('app.tasks.items.numbered', { position: item.position + 1 })}
              secondary={
                <>
                  {outcomeText(item, translate)}
                  {item.attempts > 1 && (
                    <Box component="span" sx={{ display: 'block' }}>
                      {translate('app.tasks.items.attempts_count', { count: item.attempts })}
                    </Box>
                  )}
                </>
              }
            />
            <TaskItemStatusChip status={item.status} />
          </ListItem>
        );
      })}
    </List>
  );
};
