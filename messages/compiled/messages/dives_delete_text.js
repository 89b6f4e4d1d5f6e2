/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Delete_TextInputs */

const en_dives_delete_text = /** @type {(inputs: Dives_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive and its profile will be deleted. Its sightings are kept in your identifications, no longer tied to the dive.`)
};

const es_dives_delete_text = /** @type {(inputs: Dives_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se borrarán esta inmersión y su perfil. Sus avistamientos se conservan en tus identificaciones, ya sin vínculo con la inmersión.`)
};

const de_dives_delete_text = /** @type {(inputs: Dives_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Tauchgang und sein Profil werden gelöscht. Seine Sichtungen bleiben in deinen Bestimmungen erhalten, aber nicht mehr mit dem Tauchgang verknüpft.`)
};

const fr_dives_delete_text = /** @type {(inputs: Dives_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette plongée et son profil seront supprimés. Ses observations sont conservées dans vos identifications, sans lien avec la plongée.`)
};

const zh_hans1_dives_delete_text = /** @type {(inputs: Dives_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这次潜水及其深度曲线将被删除。其中的目击记录会保留在你的识别记录中，但不再关联这次潜水。`)
};

/**
* | output |
* | --- |
* | "This dive and its profile will be deleted. Its sightings are kept in your identifications, no longer tied to the dive." |
*
* @param {Dives_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_delete_text = /** @type {((inputs?: Dives_Delete_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Delete_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_delete_text(inputs)
	if (locale === "de") return de_dives_delete_text(inputs)
	if (locale === "fr") return fr_dives_delete_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_delete_text(inputs)
	return en_dives_delete_text(inputs)
});