import { ButtonLink, ConsultancyButton, usePrefersReducedMotion } from '@linx/shared';
import type { MouseEvent } from 'react';
import { StyledActions } from './section-actions.styles';

/** A call to action described as data, so content files can hold it. */
export type SectionAction =
  /** Route of the site (`paths.*`) or an external http(s)/mailto address. */
  | { kind: 'link'; label: string; to: string; variant?: ActionVariant }
  /** In-page jump: a link to `#id` on this page that scrolls smoothly to the element with that id. */
  | { kind: 'anchor'; label: string; targetId: string; variant?: ActionVariant }
  /** The shared consultancy helper (docs/decisions.md 4); label defaults to "Solicitar una consultoría". */
  | { kind: 'consultancy'; label?: string; variant?: ActionVariant };

export type ActionVariant = 'primary' | 'secondary';
/** Background the buttons sit on: picks readable button colours. */
export type ActionSurface = 'light' | 'dark' | 'accent';

export interface SectionActionsProps {
  actions: readonly SectionAction[];
  surface?: ActionSurface;
  align?: 'start' | 'center';
}

const buttonVariant = (variant: ActionVariant, surface: ActionSurface) => {
  if (surface === 'accent') return variant === 'primary' ? 'info' : 'secondary';
  if (variant === 'primary') return 'primary';
  return surface === 'dark' ? 'secondaryOnDark' : 'secondary';
};

const AnchorAction = ({
  label,
  targetId,
  variant,
}: {
  label: string;
  targetId: string;
  variant: ReturnType<typeof buttonVariant>;
}) => {
  const reduced = usePrefersReducedMotion();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus along with the view, without a second jump.
    target.focus({ preventScroll: true });
  };
  return (
    <ButtonLink to={{ hash: targetId }} onClick={onClick} variant={variant}>
      {label}
    </ButtonLink>
  );
};

/** A row of call-to-action buttons: the first is primary unless told otherwise. */
export const SectionActions = ({ actions, surface = 'light', align = 'start' }: SectionActionsProps) => (
  <StyledActions $align={align}>
    {actions.map((action, index) => {
      const variant = buttonVariant(action.variant ?? (index === 0 ? 'primary' : 'secondary'), surface);
      const key = `${action.kind}-${action.label ?? 'consultoria'}`;
      switch (action.kind) {
        case 'consultancy':
          return <ConsultancyButton key={key} label={action.label} variant={variant} />;
        case 'anchor':
          return <AnchorAction key={key} label={action.label} targetId={action.targetId} variant={variant} />;
        default:
          return (
            <ButtonLink key={key} to={action.to} variant={variant}>
              {action.label}
            </ButtonLink>
          );
      }
    })}
  </StyledActions>
);
