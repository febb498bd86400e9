import { CategoryChips, safeUrl } from '@linx/shared';
import { Download, FileText } from 'lucide-react';
import { materialsCopy } from '../../../content/materials';
import type { Material } from '../../../api/types';
import {
  StyledCardTop,
  StyledDownload,
  StyledFileIcon,
  StyledMaterialCard,
  StyledMaterialText,
  StyledMaterialTitle,
} from './material-card.styles';

/** One brief: chips, title, description and "Descargar Brief" (new tab). */
export const MaterialCard = ({ material }: { material: Material }) => {
  const href = material.file ? safeUrl(material.file.url) : '';
  return (
    <StyledMaterialCard>
      <StyledCardTop>
        <CategoryChips names={material.categories.map((category) => category.name)} />
        <StyledFileIcon aria-hidden="true">
          <FileText size={24} />
        </StyledFileIcon>
      </StyledCardTop>
      <StyledMaterialTitle>{material.title}</StyledMaterialTitle>
      <StyledMaterialText>{material.description}</StyledMaterialText>
      {href ? (
        <StyledDownload
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={materialsCopy.downloadLabel(material.title)}
        >
          <Download aria-hidden="true" size={18} />
          {materialsCopy.download}
        </StyledDownload>
      ) : null}
    </StyledMaterialCard>
  );
};
