import type { Operator } from '../../core/contracts/legal.ts';
import { useOperator } from '../api/legal/operator.ts';

const link = 'text-primary underline underline-offset-2';

/**
 * How to reach whoever runs this deployment (issue 20, point 10): their contact as the operator set it in the
 * server's configuration, or a plain statement that they have not set one. Never an invented address.
 */
export function SupportContact() {
  const operator = useOperator();
  if (operator.isPending) return <p className="text-muted">Loading the support contact...</p>;
  if (operator.isError)
    return <p className="text-muted">We could not load the support contact. Please try again later.</p>;
  const { contact, contactHref, name } = operator.data;
  return contact && contactHref ? (
    <a className={`inline-flex min-h-11 items-center ${link}`} href={contactHref}>
      Contact support{name ? ` (${name})` : ''}: {contact}
    </a>
  ) : (
    <p data-testid="support-not-set">
      Whoever runs this Zara service has not set a support contact yet, so there is no address to write to
      here.
    </p>
  );
}

/** The legal pages' first section: who runs this service, their contact and the law, each as set or said unset. */
export function OperatorSentences({ operator }: { operator: Operator }) {
  return (
    <>
      <p className="mb-3" data-testid="operator-name">
        {operator.name
          ? `This Zara service is run by ${operator.name}, who is responsible for it and for your data.`
          : 'Whoever runs this Zara service has not set their name in its configuration yet.'}
      </p>
      <p className="mb-3" data-testid="operator-contact">
        {operator.contact && operator.contactHref ? (
          <>
            Contact:{' '}
            <a className={link} href={operator.contactHref}>
              {operator.contact}
            </a>
          </>
        ) : (
          'They have not set a contact address yet.'
        )}
      </p>
      <p className="mb-3" data-testid="operator-jurisdiction">
        {operator.jurisdiction
          ? `These terms and policies are governed by the law of ${operator.jurisdiction}.`
          : 'They have not said which law governs these terms and policies yet.'}
      </p>
    </>
  );
}
