import type { MenuItem } from '../../content/navigation';
import { StyledItemGrid, StyledItemIcon, StyledItemLink, StyledItemText, StyledItemTitle } from './desktop-nav.styles';

export interface MenuItemListProps {
  items: MenuItem[];
  onNavigate: () => void;
}

export const MenuItemList = ({ items, onNavigate }: MenuItemListProps) => (
  <StyledItemGrid>
    {items.map(({ title, description, icon: Icon, href }) => (
      <li key={href}>
        <StyledItemLink to={href} onClick={onNavigate}>
          <StyledItemIcon>
            <Icon aria-hidden="true" size={20} />
          </StyledItemIcon>
          <span>
            <StyledItemTitle>{title}</StyledItemTitle>
            <StyledItemText>{description}</StyledItemText>
          </span>
        </StyledItemLink>
      </li>
    ))}
  </StyledItemGrid>
);
