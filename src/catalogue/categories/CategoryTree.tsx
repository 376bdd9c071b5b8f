import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { CreateButton, Title, TopToolbar } from 'react-admin';
import { CategoryTreeLevel } from './CategoryTreeLevel';

/** /categorias: the category tree built from `fk_parent`, one level at a time. */
export const CategoryTree = () => (
  <>
    <Title title="app.catalogue.categories.title" />
    {/* Below md react-admin's toolbar grows to the page's full height outside a list (its own rule for that
        width outweighs a plain one): it keeps its own, so the tree starts right below the top bar. */}
    <TopToolbar sx={(theme) => ({ [theme.breakpoints.down('md')]: { flex: 'none' } })}>
      <CreateButton resource="categorias" />
    </TopToolbar>
    <Card>
      <CardContent>
        <CategoryTreeLevel parent={null} depth={0} />
      </CardContent>
    </Card>
  </>
);

export default CategoryTree;
