import { ChevronDown } from 'lucide-react';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuGroup } from '../../content/navigation';
import { StyledGroup, StyledPanel, StyledTrigger } from './desktop-nav.styles';
import { MenuItemList } from './menu-item-list';
import { ProductPreviewPanel } from './product-preview-panel';

export interface NavGroupProps {
  group: MenuGroup;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export const NavGroup = ({ group, open, onOpen, onClose }: NavGroupProps) => {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = `menu-${group.id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      onClose();
      triggerRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <StyledGroup onMouseEnter={onOpen} onMouseLeave={onClose} onKeyDown={onKeyDown} onBlur={onBlur}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onOpen}
        onFocus={onOpen}
      >
        {group.title}
        <ChevronDown aria-hidden="true" size={16} />
      </StyledTrigger>
      <StyledPanel id={panelId} hidden={!open}>
        {group.previews ? (
          <ProductPreviewPanel group={group} open={open} onNavigate={onClose} />
        ) : (
          <MenuItemList items={group.items} onNavigate={onClose} />
        )}
      </StyledPanel>
    </StyledGroup>
  );
};
