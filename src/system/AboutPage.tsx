import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { Loading, Title, useTranslate } from 'react-admin';
import { Logo } from '../layout/Logo';
import { HealthSummary } from './HealthSummary';
import { useHealth } from './useHealth';

/** /about and /vista1: product version, database in use and server health. */
export const AboutPage = () => {
  const translate = useTranslate();
  const { data, isPending, isError } = useHealth();
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="app.system.about_title" />
      <CardHeader avatar={<Logo small height={40} />} title={translate('app.title')} />
      <CardContent>{isPending ? <Loading /> : <HealthSummary health={data} failed={isError} />}</CardContent>
    </Card>
  );
};

export default AboutPage;
