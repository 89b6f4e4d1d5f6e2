/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Notifications_Ids_NeededInputs */

const en_error_notifications_ids_needed = /** @type {(inputs: Error_Notifications_Ids_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give the ids of the notifications to mark as read, or all: true`)
};

const es_error_notifications_ids_needed = /** @type {(inputs: Error_Notifications_Ids_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica los ids de las notificaciones que quieres marcar como leídas, o all: true`)
};

const de_error_notifications_ids_needed = /** @type {(inputs: Error_Notifications_Ids_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib die IDs der Benachrichtigungen an, die als gelesen markiert werden sollen, oder all: true`)
};

const fr_error_notifications_ids_needed = /** @type {(inputs: Error_Notifications_Ids_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez les identifiants des notifications à marquer comme lues, ou all: true`)
};

const zh_hans1_error_notifications_ids_needed = /** @type {(inputs: Error_Notifications_Ids_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请提供要标记为已读的通知 ID，或 all: true`)
};

/**
* | output |
* | --- |
* | "Please give the ids of the notifications to mark as read, or all: true" |
*
* @param {Error_Notifications_Ids_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_notifications_ids_needed = /** @type {((inputs?: Error_Notifications_Ids_NeededInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Notifications_Ids_NeededInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_notifications_ids_needed(inputs)
	if (locale === "de") return de_error_notifications_ids_needed(inputs)
	if (locale === "fr") return fr_error_notifications_ids_needed(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_notifications_ids_needed(inputs)
	return en_error_notifications_ids_needed(inputs)
});