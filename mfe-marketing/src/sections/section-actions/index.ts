export {
  SectionActions,
  type SectionAction,
  type SectionActionsProps,
  type ActionVariant,
  type ActionSurface,
} from './section-actions';
