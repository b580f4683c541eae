/** /login */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Card, Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { LoginForm } from '@client/features/accounts/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation('common');
  return (
    <Container
      css={css`
        max-width: 460px;
        padding-top: ${theme.space[8]};
      `}
    >
      <Card>
        <h1
          css={css`
            font-size: ${theme.font.size.xxl};
          `}
        >
          {t('auth>login_title')}
        </h1>
        <p
          css={css`
            color: ${theme.color.textSecondary};
          `}
        >
          {t('auth>login_intro')}
        </p>
        <LoginForm />
      </Card>
    </Container>
  );
}
