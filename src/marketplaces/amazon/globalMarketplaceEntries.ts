import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import PaymentsIcon from '@mui/icons-material/Payments';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { type GlobalMarketplace, globalMarketplacePath } from '../../../resources/globalMarketplace';
import type { RegistryEntry } from '../../app/feature';

/** What each served marketplace offers, on the global marketplace's screen of the same section. */
const sections = [
  { section: 'preguntas', label: 'app.menu.global_questions', icon: QuestionAnswerIcon },
  { section: 'ventas', label: 'app.menu.global_sales', icon: ShoppingBagIcon },
  { section: 'pagos', label: 'app.menu.global_payments', icon: PaymentsIcon },
  { section: 'devoluciones', label: 'app.menu.global_refunds', icon: AssignmentReturnIcon },
] as const;

const servedEntry = (marketplace: Exclude<GlobalMarketplace, 'amazon'>): RegistryEntry => ({
  id: marketplace,
  section: 'ecommerce',
  label: `app.menu.${marketplace}`,
  icon: StorefrontIcon,
  children: sections.map(({ section, label, icon }) => ({
    id: `${marketplace}-${section}`,
    section: 'ecommerce',
    label,
    icon,
    to: globalMarketplacePath(marketplace, section),
  })),
});

/** Linio and Claro Shop: questions, sales, payments and refunds, each the global marketplace's screen filtered by the marketplace. */
export const globalMarketplaceEntries: readonly RegistryEntry[] = [servedEntry('linio'), servedEntry('claroshop')];
