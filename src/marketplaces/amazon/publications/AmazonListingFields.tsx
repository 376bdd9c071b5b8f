import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AmazonListingIssue } from '../../../../resources/amazon/listings';
import { useOfferWords } from '../../publications/useOfferWords';

/** An unknown code is still said as words (`item_name` → "item name"), never shown raw. */
const spoken = (code: string) => code.replace(/_/g, ' ');

/** Amazon's issues, each under the attribute it concerns, in the seller's language. */
export const AmazonListingIssues = ({ issues }: { readonly issues: readonly AmazonListingIssue[] }) => {
  const translate = useTranslate();
  const errors = issues.filter((issue) => issue.severity === 'ERROR');
  if (errors.length === 0) return null;
  return (
    // Spans with list roles: a phone's card holds the status in a paragraph, where a `ul` may not go.
    <Box component="span" role="list" aria-label={translate('app.amazon.listings.issues_title')} sx={{ display: 'block', m: 0, pl: 2, color: 'error.main' }}>
      {errors.map((issue, index) => (
        <Typography component="span" role="listitem" variant="caption" sx={{ display: 'list-item' }} key={`${issue.attribute}-${index}`}>
          <strong>
            {issue.attribute
              ? translate(`app.amazon.listings.attributes.${issue.attribute}`, { _: spoken(issue.attribute) })
              : translate('app.amazon.listings.listing_issue')}
            :
          </strong>{' '}
          {issue.message}
        </Typography>
      ))}
    </Box>
  );
};

/** The listing's status in words, with the last submission's issues per attribute under it. */
export const AmazonListingStatusField = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (typeof record?.status !== 'string') return null;
  const issues = Array.isArray(record.issues) ? (record.issues as AmazonListingIssue[]) : [];
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Typography component="span" variant="body2" color={record.status === 'INVALID' ? 'error' : undefined}>
        {translate(`app.amazon.listings.statuses.${record.status}`, { _: spoken(record.status) })}
      </Typography>
      <AmazonListingIssues issues={issues} />
    </Box>
  );
};

/** category: the product type the listing is submitted under, in words. */
export const AmazonProductTypeField = () => {
  const translate = useTranslate();
  const type = useRecordContext()?.product_type;
  if (typeof type !== 'string') return null;
  return <span>{translate(`app.amazon.listings.product_types.${type}`, { _: spoken(type) })}</span>;
};

/** marketplace: every listing of these accounts is on Amazon.com.mx. */
export const AmazonListingMarketplaceField = () => {
  const translate = useTranslate();
  return <span>{translate('app.amazon.listings.marketplace')}</span>;
};

/** A phone card's offer line: the price Amazon last accepted and the units on offer, in words ("$899.00 MXN · 12 disponibles"). */
export const AmazonListingOfferField = () => {
  const offerWords = useOfferWords();
  const record = useRecordContext();
  const offer = record ? offerWords(record.price, record.quantity) : '';
  return offer ? <span>{offer}</span> : null;
};

/**
 * A listing's SKU: one code, which broken over lines ("CUE-" over "000056") reads as two. It stays on one
 * line, cut with an ellipsis where its room ends (a phone card's width, or `maxWidth` in a table, where a
 * long SKU would otherwise push the status and the row's menu out of sight) and whole in its tooltip.
 */
export const AmazonSkuField = ({ maxWidth }: { readonly maxWidth?: string }) => {
  const sku = useRecordContext()?.sku;
  if (typeof sku !== 'string') return null;
  return (
    <Box component="span" title={sku} sx={{ display: 'block', maxWidth, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {sku}
    </Box>
  );
};
