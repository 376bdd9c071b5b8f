import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';
import { dateTimeOptions } from '../i18n/dateTime';
import { localeTagOf } from '../i18n/money';

/** A moment of the record in the app's language, written as every screen writes one (`dateTimeOptions`). */
export const DateTimeField = (props: Omit<DateFieldProps, 'showTime' | 'options' | 'locales'>) => {
  const [locale] = useLocaleState();
  return <DateField {...props} showTime options={dateTimeOptions} locales={localeTagOf(locale)} />;
};
