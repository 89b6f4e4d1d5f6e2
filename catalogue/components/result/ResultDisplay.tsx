import type { ReactNode } from 'react';
import { observedText } from '@rules/location';
import { classificationLine, communityTaxonShown, hasConservationStatus, isNonMarine, sightingName } from '@rules/taxon';
import { ModelSaid, ReviewStatusBadge } from './CommunityAnswer';
import ConservationStatus from './ConservationStatus';
import { formatLongDate, googleImagesUrl, isEarlyRecord, lookAlikeAphiaIds, parseAlternativeSpecies, type Photo } from './helpers';
import PhotoGallery, { type GalleryPlace } from './PhotoGallery';
import RankedCandidates from './RankedCandidates';
import RankNote from './RankNote';
import Sureness from './Sureness';
import SavePrompt from './SavePrompt';
import { RESULT_CSS } from './styles';
import TaxonThumb, { type TaxonPhotoLoader } from './TaxonThumb';
import type { ResultIdentification } from './types';
import WormsCheck from './WormsCheck';
import type { ResultWords } from './result-words';

export interface ResultDisplayProps {
  identification: ResultIdentification;
  /** The id of the name's heading, which a screen may focus when the result arrives. */
  headingId?: string;
  /** 1 where the result is the page's subject (an identification's own page); 2 under a page's own heading. */
  headingLevel?: 1 | 2;
  /** Gallery photos; by default the identification's own photos, cover first. */
  photos?: Photo[];
  /** The owner's controls for the photo the gallery shows (cover, remove). */
  photoActions?: (place: GalleryPlace) => ReactNode;
  /** Finds candidates' and look-alikes' reference photos in the catalogue; without it, names only (static pages). */
  taxonPhoto?: TaxonPhotoLoader;
  /** The save prompt (or, once accepted, the saved notice). */
  showSaveActions?: boolean;
  onAccept?: () => void;
  onTrash?: () => void;
  /** Disables the save buttons while a call runs. */
  saving?: boolean;
  /** Fixes the time zone of dates (static pages render on a server). */
  timeZone?: string;
  /** Its words in the page's language (result-words.ts). */
  words: ResultWords;
}

function ownPhotos(identification: ResultIdentification): Photo[] {
  const credit = {
    uploaderName: identification.uploaderName,
    uploaderWebsite: identification.uploaderWebsite,
    identificationId: identification.id,
  };
  if (identification.photos?.length) return identification.photos.map((photo) => ({ ...photo, ...credit }));
  const legacy = identification.imageDataUrl ?? identification.imageData;
  const imageUrl = identification.imageUrl ?? (legacy ? (legacy.startsWith('data:') ? legacy : `data:image/jpeg;base64,${legacy}`) : null);
  if (!imageUrl) return [];
  return [{ imageUrl, imageHighResUrl: identification.imageHighResUrl, ...credit }];
}

/** The model's texts, in this order, each under its heading (result-words.ts). */
const SECTIONS = ['description', 'distribution', 'habitat', 'features', 'conservation'] as const;

/**
 * The result of an identification, shared by the identify, detail and public species pages. Props only,
 * no window or document during render: it also renders to static HTML.
 */
export default function ResultDisplay({
  identification,
  headingId,
  headingLevel = 2,
  photos,
  photoActions,
  taxonPhoto,
  showSaveActions = false,
  onAccept,
  onTrash,
  saving = false,
  timeZone,
  words,
}: ResultDisplayProps) {
  const gallery = photos ?? ownPhotos(identification);
  const alternatives = parseAlternativeSpecies(identification.alternativeSpecies);
  const lookAlikeAphiaId = lookAlikeAphiaIds(identification.alternativeSpecies, identification.candidates ?? []);
  const searchName = identification.scientificName || identification.speciesName;
  // The dive's date when it is known; the day of the identification only when it is not.
  // In the words' language: a page rendered on the server (a share page, a species page) has no <html lang> to read.
  const identifiedOn = formatLongDate(identification.createdAt, timeZone, words.language);
  const dateLine = identification.observedAt
    ? words.seenOn.replace('{date}', observedText(identification.observedAt, { locale: words.language }))
    : identifiedOn && words.identifiedOn.replace('{date}', identifiedOn);
  // Experts who settled on another taxon than the model's: theirs is the answer, the model's stays visible below it.
  const community = communityTaxonShown(identification);
  const taxon = community ?? identification.taxon ?? null;
  const candidates = identification.candidates ?? [];
  const classification = community ? classificationLine(community.classification) : identification.classification || (taxon ? classificationLine(taxon.classification) : '');
  const Name = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <article className="result-display" data-testid="result-display">
      <style>{RESULT_CSS}</style>
      {identification.demo && (
        <p className="rd-demo" role="note">
          {words.demo}
        </p>
      )}
      {/* The first screen: the photo beside the name, its check, status and how sure the answer is. */}
      <div className="rd-summary">
        <div className="rd-media-photo">
          {gallery.length > 0 ? (
            <PhotoGallery photos={gallery} speciesName={identification.speciesName} actions={photoActions} words={words.gallery} />
          ) : (
            <div className="rd-no-image">
              <p>{words.noImage}</p>
              {isEarlyRecord(identification.id) && <p className="rd-note">{words.earlyRecord}</p>}
            </div>
          )}
        </div>
        <header className="rd-head">
          <Name className="rd-name" id={headingId} tabIndex={-1}>
            {sightingName(identification)}
          </Name>
          {community && (
            <p className="rd-scientific">
              <span>{community.scientificName}</span>
              {community.authority && <span className="rd-authority"> {community.authority}</span>}
            </p>
          )}
          <ReviewStatusBadge status={identification.reviewStatus} words={words.review} />
          {community && <ModelSaid identification={identification} words={words} />}
          {!community && identification.scientificName && (
            <p className="rd-scientific">
              <span>{identification.scientificName}</span>
              {taxon?.authority && <span className="rd-authority"> {taxon.authority}</span>}
            </p>
          )}
          {!community && <WormsCheck
            verification={identification.verification}
            taxon={taxon}
            scientificName={identification.scientificName}
            modelScientificName={identification.modelScientificName}
            words={words.check}
          />}
          {!community && identification.conservationStatus && hasConservationStatus(taxon) && (
            <ConservationStatus
              status={identification.conservationStatus}
              source={identification.conservationStatusSource}
              year={identification.conservationStatusYear}
              words={words.conservation}
            />
          )}
          <Sureness candidates={candidates} words={words} />
          {!community && <RankNote taxon={taxon} candidates={candidates} reason={identification.stepBackReason} words={words} />}
          {dateLine && <p className="rd-date">{dateLine}</p>}
        </header>
      </div>
      {taxon && isNonMarine(taxon) && (
        <p className="rd-non-marine" role="note">
          {words.nonMarine}
        </p>
      )}

      <div className="rd-body">
        <div className="rd-media">
          {classification && (
            <p className="rd-classification">
              <strong>{words.classification}</strong> {classification}
            </p>
          )}
          <a className="btn btn-outline rd-google" href={googleImagesUrl(searchName)} target="_blank" rel="noopener noreferrer">
            {words.confirmGoogle}
          </a>
          <RankedCandidates candidates={candidates} taxonPhoto={taxonPhoto} words={words} />
        </div>

        <div className="rd-sections">
          {SECTIONS.map((field) => {
            const text = identification[field];
            if (typeof text !== 'string' || !text) return null;
            return (
              <section key={field} className="rd-section">
                <h3>{words.sections[field]}</h3>
                <p>{text}</p>
              </section>
            );
          })}
          {alternatives.length > 0 && (
            <section className="rd-section">
              <h3>{words.alternatives}</h3>
              <ul className="rd-alternatives">
                {alternatives.map((alternative) => {
                  const aphiaId = lookAlikeAphiaId(alternative.scientificName);
                  return (
                    <li key={`${alternative.name}-${alternative.scientificName ?? ''}`}>
                      <span className="rd-lookalike">
                        {taxonPhoto && aphiaId !== null && <TaxonThumb aphiaId={aphiaId} name={alternative.name} load={taxonPhoto} words={words} />}
                        <span>
                          {alternative.name}
                          {alternative.scientificName && <em> ({alternative.scientificName})</em>}
                        </span>
                      </span>
                      <a href={googleImagesUrl(alternative.scientificName || alternative.name)} target="_blank" rel="noopener noreferrer">
                        {words.google}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
      </div>

      {showSaveActions && <SavePrompt accepted={!!identification.accepted} onAccept={onAccept} onTrash={onTrash} saving={saving} words={words.save} />}
    </article>
  );
}
