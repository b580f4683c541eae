/** payment/{hash} (public, never indexed): the order's real state, polled while it waits; it never credits anything. */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { PaymentStatus } from '@client/features/payments/components/payment-status';

export default function PaymentPage() {
  const { hash = '' } = useParams();
  return (
    <Container
      css={css`
        padding-top: ${theme.space[6]};
        padding-bottom: ${theme.space[8]};
      `}
    >
      <PaymentStatus hash={hash} />
    </Container>
  );
}
