import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { NotificationType } from '../../resources/notifications';

const iconByType: Readonly<Record<NotificationType, ComponentType<SvgIconProps>>> = {
  question: QuestionAnswerIcon,
  order: ShoppingCartIcon,
  shipping: LocalShippingIcon,
  publication: StorefrontIcon,
  payment: PaymentsIcon,
};

/** The icon of a notification's type, titled with the type's name for screen readers. */
export const NotificationTypeIcon = ({ type, ...props }: { type: NotificationType } & SvgIconProps) => {
  const translate = useTranslate();
  const Icon = iconByType[type];
  return <Icon titleAccess={translate(`app.notifications.types.${type}`)} color="primary" {...props} />;
};
