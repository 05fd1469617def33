/** Where the visitor is: full variant shows names, compact shows numbers. */
import { STEP_COUNT } from '../../shared/constants';
import { useWidget } from '../widget-context';

export function StepIndicator({ step }: { step: number }) {
  const { messages, variant } = useWidget();
  return (
    <ol class={`qw-steps qw-steps--${variant}`} aria-label={messages.stepsLabel}>
      {messages.stepNames.slice(0, STEP_COUNT).map((name, i) => (
        <li
          key={name}
          class={`qw-step${i === step ? ' qw-step--current' : ''}${i < step ? ' qw-step--done' : ''}`}
          aria-current={i === step ? 'step' : undefined}
        >
          <span class="qw-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <span class={variant === 'compact' ? 'qw-visually-hidden' : 'qw-step-name'}>
            {name}
            {i < step && <span class="qw-visually-hidden"> ({messages.completedStep})</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
