import { paths } from '@linx/shared';
import { useState } from 'react';
import { layoutCopy } from '../../content/layout';
import type { MenuGroup } from '../../content/navigation';
import { StyledItemText, StyledItemTitle } from './desktop-nav.styles';
import { ProductPreviewArt } from './product-preview-art-on-demand';
import {
  StyledCatalogueLink,
  StyledCategoryLink,
  StyledCategoryList,
  StyledPreviewCard,
  StyledPreviewLayout,
  StyledPreviewTitle,
} from './product-preview-panel.styles';

export interface ProductPreviewPanelProps {
  group: MenuGroup;
  /** Whether the panel shows: its illustration is drawn only then (its code loads on demand). */
  open: boolean;
  onNavigate: () => void;
}

/** Productos: the four categories, with a preview of the one hovered or focused. */
export const ProductPreviewPanel = ({ group, open, onNavigate }: ProductPreviewPanelProps) => {
  const previews = group.previews ?? [];
  const [activeIndex, setActiveIndex] = useState(0);
  const active = previews[activeIndex];
  return (
    <StyledPreviewLayout>
      <StyledCategoryList>
        {previews.map((preview, index) => (
          <li key={preview.href}>
            <StyledCategoryLink
              to={preview.href}
              $active={index === activeIndex}
              onMouseEnter={() => setActiveIndex(index)}
              onFocus={() => setActiveIndex(index)}
              onClick={onNavigate}
            >
              <StyledItemTitle>{preview.title}</StyledItemTitle>
              <StyledItemText>{preview.description}</StyledItemText>
            </StyledCategoryLink>
          </li>
        ))}
      </StyledCategoryList>
      {active ? (
        <StyledPreviewCard aria-live="polite">
          {open ? <ProductPreviewArt kind={active.image} /> : null}
          <StyledPreviewTitle>{active.title}</StyledPreviewTitle>
          <ul>
            {active.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <StyledCatalogueLink to={paths.products} onClick={onNavigate}>
            {layoutCopy.catalogueCta}
          </StyledCatalogueLink>
        </StyledPreviewCard>
      ) : null}
    </StyledPreviewLayout>
  );
};
