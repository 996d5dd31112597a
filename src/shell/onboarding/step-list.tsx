import { Check, Circle } from 'lucide-react';
import { Spinner } from '../../ui';

export type StepState = 'done' | 'active' | 'pending';

export interface Step {
  label: string;
  state: StepState;
}

const stateText: Record<StepState, string> = {
  done: 'done',
  active: 'in progress',
  pending: 'pending',
};

/** A vertical list of onboarding steps, each done, in progress or pending. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="onboarding-steps">
      {steps.map((step) => (
        <li key={step.label} className="onboarding-step" data-state={step.state}>
          <span className="onboarding-step-icon" aria-hidden="true">
            {step.state === 'done' ? (
              <Check />
            ) : step.state === 'active' ? (
              <Spinner size={1} />
            ) : (
              <Circle />
            )}
          </span>
          <span>{step.label}</span>
          <span className="ui-visually-hidden"> ({stateText[step.state]})</span>
        </li>
      ))}
    </ol>
  );
}
