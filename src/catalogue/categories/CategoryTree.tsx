import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { CreateButton, Title, TopToolbar } from 'react-admin';
import { CategoryTreeLevel } from './CategoryTreeLevel';

/** /categorias: the category tree built from `fk_parent`, one level at a time. */
export const CategoryTree = () => (
  <>
    <Title title="app.catalogue.categories.title" />
    {/* Below md react-admin's toolbar grows to the page's full height outside a list; it keeps its own. */}
    <TopToolbar sx={{ flex: 'none' }}>
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
