/** /signup */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Card, Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { SignupForm } from '@client/features/accounts/components/signup-form';

export default function SignupPage() {
  const { t } = useTranslation('common');
  return (
    <Container
      css={css`
        max-width: 520px;
        padding-top: ${theme.space[8]};
      `}
    >
      <Card>
        <h1
          css={css`
            font-size: ${theme.font.size.xxl};
          `}
        >
          {t('auth>signup_title')}
        </h1>
        <p
          css={css`
            color: ${theme.color.textSecondary};
          `}
        >
          {t('auth>signup_intro')}
        </p>
        <SignupForm />
      </Card>
    </Container>
  );
}
