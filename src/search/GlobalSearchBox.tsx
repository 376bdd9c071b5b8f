import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { buyerInWords } from '../catalogue/customers/buyerInWords';
import type { SearchResult } from './searchCalls';
import { minimumSearchLength, useSearchResults } from './useSearchResults';

/** How long typing must pause before the search is asked. */
export const searchDebounceMs = 300;

const sameResult = (one: SearchResult, other: SearchResult) => one.kind === other.kind && one.id === other.id;

/**
 * The top bar's search over products, orders, customers and publications: results grouped by kind
 * in a dropdown; arrows move, Enter or a click opens the record, Escape closes them, then leaves. On phones it folds
 * behind a search icon and unfolds over the top bar.
 */
export const GlobalSearchBox = ({ debounceMs = searchDebounceMs }: { debounceMs?: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const { results, searching, failed } = useSearchResults(text, debounceMs);
  const root = useRef<HTMLDivElement>(null);

  // Unfolded from its icon on a phone, the box takes the typing at once (its keyboard opens), without a second tap.
  useEffect(() => {
    if (unfolded) root.current?.querySelector('input')?.focus();
  }, [unfolded]);

  const resultsShown = open && text.trim().length >= minimumSearchLength;
  // Escape closes the results first; with none shown it leaves the search, folding it away on a phone.
  const leaveOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || resultsShown) return;
    setUnfolded(false);
    root.current?.querySelector('input')?.blur();
  };

  const openResult = (result: SearchResult | null) => {
    if (!result) return;
    setText('');
    setOpen(false);
    setUnfolded(false);
    navigate(result.route);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.search.open')}
        onClick={() => setUnfolded(true)}
        sx={{ display: { xs: unfolded ? 'none' : 'inline-flex', md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <Autocomplete<SearchResult>
        ref={root}
        options={results}
        value={null}
        onChange={(_event, result) => openResult(result)}
        inputValue={text}
        onInputChange={(_event, value, reason) => reason === 'input' && setText(value)}
        open={resultsShown}
        onKeyDown={leaveOnEscape}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onBlur={() => setUnfolded(false)}
        filterOptions={(options) => options}
        groupBy={(result) => translate(`app.search.kinds.${result.kind}`)}
        getOptionLabel={(result) => result.title}
        getOptionKey={(result) => `${result.kind}-${result.id}`}
        isOptionEqualToValue={sameResult}
        loading={searching}
        loadingText={translate('app.search.searching')}
        noOptionsText={translate(failed ? 'app.search.failed' : 'app.search.nothing_found')}
        autoHighlight
        clearOnBlur={false}
        forcePopupIcon={false}
        slotProps={{ popper: { sx: { minWidth: { md: 340 } }, placement: 'bottom-start' }, listbox: { 'aria-label': translate('app.search.results') } }}
        sx={{
          display: { xs: unfolded ? 'flex' : 'none', md: 'flex' },
          // On phones, unfolded, it covers the top bar across the screen's width, whatever the bar holds.
          position: { xs: 'fixed', md: 'static' },
          left: { xs: 8, md: 'auto' },
          top: { xs: 10, md: 'auto' },
          width: { xs: 'calc(100vw - 16px)', md: 280 },
          zIndex: (theme) => theme.zIndex.appBar + 1,
          mr: { md: 1 },
        }}
        renderInput={(params) => (
          <Box
            ref={params.InputProps.ref}
            sx={{
              display: 'flex',
              alignItems: 'center',
              flex: 1,
              minHeight: 36,
              px: 1,
              borderRadius: 1,
              bgcolor: { xs: 'primary.dark', md: 'rgba(255,255,255,0.15)' },
            }}
          >
            <SearchIcon fontSize="small" sx={{ mr: 1, opacity: 0.8 }} />
            <InputBase
              inputProps={{ ...params.inputProps, 'aria-label': translate('app.search.label') }}
              placeholder={translate('app.search.placeholder')}
              sx={{ color: 'inherit', fontSize: 14, flex: 1 }}
            />
          </Box>
        )}
        renderGroup={({ key, group, children }) => (
          <li key={key} role="group" aria-label={group}>
            <ListSubheader component="div" sx={{ lineHeight: '32px' }}>
              {group}
            </ListSubheader>
            <Box component="ul" role="presentation" sx={{ p: 0 }}>
              {children}
            </Box>
          </li>
        )}
        renderOption={({ key, ...props }, result) => (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {result.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {[result.subtitle, result.buyer && buyerInWords(translate, result.buyer)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        )}
      />
    </>
  );
};

export default GlobalSearchBox;
