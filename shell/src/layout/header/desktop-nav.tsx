import { useState } from 'react';
import { layoutCopy } from '../../content/layout';
import { menuGroups } from '../../content/navigation';
import { StyledMenuList, StyledNav } from './desktop-nav.styles';
import { NavGroup } from './nav-group';
import { prepareProductPreviewArt } from './product-preview-art-on-demand';

/** Desktop menu: one 600 px dropdown open at a time, by hover, focus, click or Enter. */
export const DesktopNav = () => {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <StyledNav
      aria-label={layoutCopy.mainNav}
      onPointerEnter={prepareProductPreviewArt}
      onFocus={prepareProductPreviewArt}
    >
      <StyledMenuList>
        {menuGroups.map((group) => (
          <NavGroup
            key={group.id}
            group={group}
            open={openId === group.id}
            onOpen={() => setOpenId(group.id)}
            onClose={() => setOpenId((current) => (current === group.id ? null : current))}
          />
        ))}
      </StyledMenuList>
    </StyledNav>
  );
};
