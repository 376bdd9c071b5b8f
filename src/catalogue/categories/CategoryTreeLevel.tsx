import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { CategoryTreeRow } from './CategoryTreeRow';

const pageSize = 25;

/** One level of the category tree: the children of `parent`, read only when the level is opened, 25 at a time. */
export const CategoryTreeLevel = ({ parent, depth }: { readonly parent: Identifier | null; readonly depth: number }) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(pageSize);
  const [open, setOpen] = useState<ReadonlySet<Identifier>>(new Set());
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList('categorias', {
    filter: { fk_parent: parent },
    pagination: { page: 1, perPage: shown },
    sort: { field: 'label', order: 'ASC' },
  });
  const toggle = (id: Identifier) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (!isPending && data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pl: 2 + depth * 3, py: 1 }}>
        {translate(depth ? 'app.catalogue.categories.no_children' : 'app.list.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {data.map((category) => (
        // The row is a div inside the level's own item, so a subtree opened below it stays in the same item.
        <li key={category.id}>
          <CategoryTreeRow category={category} depth={depth} open={open.has(category.id)} onToggle={() => toggle(category.id)} />
          {open.has(category.id) && <CategoryTreeLevel parent={category.id} depth={depth + 1} />}
        </li>
      ))}
      {total > data.length && (
        <li>
          <Button size="small" sx={{ ml: 2 + depth * 3 }} onClick={() => setShown(shown + pageSize)}>
            {translate('app.catalogue.categories.more', { count: total - data.length })}
          </Button>
        </li>
      )}
    </List>
  );
};
