import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * On a phone a list's "Crear" is a round button held above the window's foot (react-admin's floating
 * CreateButton, a large MUI Fab): its distance from the window's foot, its size, and the gap kept
 * above it. A page that shows one keeps that much room at its foot, so nothing of the page lies
 * under the button once scrolled to the end: its last row and its pager can always be tapped.
 */
const FAB_BOTTOM_PX = 60;
const FAB_SIZE_PX = 56;
const FAB_GAP_PX = 8;

/**
 * react-admin's default theme without the MUI ripple, which slows large tables, and with a page's
 * content kept within the screen: as a flex item it would otherwise grow to its widest child (a row
 * of tabs, a long link, a list's table), and the whole page would scroll sideways instead of that child.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // The page moves down while a toast shows (the toast's room): the browser must not scroll along to
    // hold what is in sight in place, or that would lie under the toast.
    MuiCssBaseline: { styleOverrides: { html: { overflowAnchor: 'none' } } },
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-content': { minWidth: 0 },
          '& .RaLayout-content:has(.RaCreateButton-floating)': { paddingBottom: FAB_BOTTOM_PX + FAB_SIZE_PX + FAB_GAP_PX },
        },
      },
    },
    // Held where the room above counts it.
    RaCreateButton: { styleOverrides: { root: { '&.RaCreateButton-floating': { bottom: FAB_BOTTOM_PX } } } },
    // A table wider than a laptop's room beside the menu scrolls on its own, not the whole page (the card
    // itself does not scroll: the bulk actions bar would then keep to its foot, not the window's); a list's buttons wrap.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // A form's buttons in a dialog stay at the dialog's foot: on a phone react-admin fixes a form's toolbar to the
    // window's foot, where a dialog's "Publicar" stood apart from its dialog, over the page behind it.
    RaToolbar: { styleOverrides: { root: { '.MuiDialog-paper &.RaToolbar-mobileToolbar': { position: 'static' } } } },
    RaDataTable: { styleOverrides: { root: { display: 'flex', flexDirection: 'column', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    // With rows selected, the bulk actions bar sits under the rows, held at the window's foot while the rows
    // scroll: slid over the list's head (react-admin's place), it hid the search and filters; above the rows,
    // it would push them down under the pointer between two ticks. The table's parts stand in a column for that order.
    // Folded away (nothing selected), its buttons are hidden too, so the keyboard's Tab does not stop on
    // actions nobody can see between the list's buttons and its rows.
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: {
          order: 1,
          position: 'sticky',
          bottom: 0,
          zIndex: 3,
          '& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
          '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          // Below `md` a list is cards and the bar is as narrow as the phone, while react-admin's bar is one line of
          // fixed height whose buttons' part neither wraps nor lets a label wrap: labelled buttons spilt out of it.
          // There the count takes the first line and the buttons the line under it (a list keeps one or two in
          // words there and folds the rest into "Más acciones"), a label too long for the screen wrapping inside its
          // button. The two lines are 28 px each, so the bar covers at most 64 px of the cards. Wider, it stays one line.
          '@media (max-width: 899.95px)': {
            '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto', flexWrap: 'wrap', paddingTop: 4, paddingBottom: 4 },
            '& .RaBulkActionsToolbar-icon, & .RaBulkActionsToolbar-topToolbar .MuiIconButton-root': { padding: 2 },
            '& .RaBulkActionsToolbar-topToolbar': {
              flex: '1 1 100%',
              flexWrap: 'wrap',
              justifyContent: 'flex-start',
              alignItems: 'center',
              whiteSpace: 'normal',
              minHeight: 0,
              padding: 0,
              backgroundColor: 'transparent',
            },
          },
        },
      },
    },
    // A page's action bar whose only action floats (the phone's round "+") or that has none (an edit page of a
    // resource without a sheet) holds nothing in the page's flow: it takes no room, so the page starts right
    // below the top bar instead of under a blank band. The floating button stays where it floats. On a phone
    // react-admin gives the bar a toolbar's height and puts its buttons at the bottom: one action ("Editar",
    // "Cancelar pedido") sat under a band of blank screen; the bar is now as tall as its buttons.
    RaTopToolbar: {
      styleOverrides: {
        root: {
          flexWrap: 'wrap',
          '@media (max-width: 599.95px)': { minHeight: 0, paddingTop: 4, paddingBottom: 4 },
          '&:not(:has(> :not(.RaCreateButton-floating)))': { minHeight: 0, padding: 0 },
        },
      },
    },
    // A filter that draws nothing (an account filter while there is one account) still gets react-admin's
    // slot, holding only its spacer: the slot takes no room either, so no blank band sits among the filters.
    RaFilterFormInput: {
      styleOverrides: { root: { '&:not(:has(> :not(.RaFilterFormInput-spacer)))': { display: 'none' } } },
    },
    // From `md` react-admin gives a list's filters a basis of the whole row, so the row's actions beside them
    // shrank in proportion and wrapped onto a second line with room to spare (Crear and Exportar under Agregar
    // filtro on a 1440 px screen). The filters now start from their own width and take what is left: the actions
    // keep one line while they fit, and only then do both give way. On a phone react-admin gives each filter a
    // line of its own: the choosers (a sale's payment and shipment, a publication's marketplace and status) now
    // share a line two by two, so the first rows start a line higher; the search keeps its whole line.
    RaFilterForm: {
      styleOverrides: {
        root: {
          '@media (min-width: 900px)': { flex: '1 1 auto' },
          '@media (max-width: 599.95px)': {
            width: 'auto',
            flex: '1 1 280px',
            '& .RaFilterForm-filterFormInput:has(.MuiSelect-select)': { width: 'auto', flex: '1 1 140px', minWidth: 0 },
          },
        },
      },
    },
    // On a phone react-admin stacks a list's actions above its filters, each on a full line of its own: a lone
    // "Más acciones" took a band of the screen for one icon. The actions now sit beside the search when they fit
    // there and above it, on the right, when they do not. The filters keep at least 280 px: a lone icon still fits
    // beside them, while labelled actions ("Add filter") go above instead of squeezing the search to half the row.
    RaListToolbar: {
      styleOverrides: {
        root: {
          '@media (max-width: 599.95px)': {
            flexDirection: 'row',
            flexWrap: 'wrap-reverse',
            alignItems: 'flex-end',
            '& > .MuiToolbar-root': { flex: '0 0 auto', marginLeft: 'auto' },
          },
        },
      },
    },
    // Beside the menu a laptop leaves about 1,000 px to a table: closer columns fit a list's photo, figures,
    // statuses and row menu there, where 32 px of padding per column pushed the last ones out of sight.
    MuiTableCell: {
      styleOverrides: {
        // Below MUI's `xl` breakpoint (1536 px).
        root: { '@media (max-width: 1535.95px)': { paddingLeft: 8, paddingRight: 8, '&:first-of-type': { paddingLeft: 16 } } },
      },
    },
  },
};
